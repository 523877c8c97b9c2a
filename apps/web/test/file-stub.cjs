// Stands in for css/svg/png imports under jest.
module.exports = 'test-file-stub';
