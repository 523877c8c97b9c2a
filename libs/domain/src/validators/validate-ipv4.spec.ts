import { validateIpv4 } from './validate-ipv4';

describe('validateIpv4', () => {
  it.each(['0.0.0.0', '127.0.0.1', '192.168.1.10', '255.255.255.255', '10.200.249.99'])('accepts %p', (value) => {
    expect(validateIpv4(value)).toBeNull();
  });

  it.each(['', undefined, null])('allows the empty value %p', (value) => {
    expect(validateIpv4(value)).toBeNull();
  });

  it.each([
    ' ',
    '256.0.0.1',
    '1.2.3.256',
    '255.255.255.260',
    '1.2.3',
    '1.2.3.4.5',
    '1.2.3.',
    '01.2.3.4',
    '192.168.001.1',
    ' 1.2.3.4',
    '1.2.3.4 ',
    '１.２.３.４',
    '1。2。3。4',
    'a.b.c.d',
    '-1.2.3.4',
    1234,
  ])('rejects %p', (value) => {
    expect(validateIpv4(value)).toBe('请输入正确的IP地址');
  });
});
