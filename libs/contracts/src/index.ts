// @ohit/contracts: everything that crosses a process boundary (REST shapes, queue and job
// names, realtime channels). Imports only @ohit/domain.
export * from './auth';
export * from './downloads';
export * from './events';
export * from './http';
export * from './identity';
export * from './jobs';
export * from './menus';
export * from './realtime';
export * from './resources';
export * from './projects';
export * from './methods';
export * from './surveys';
export * from './sampling-plans';
export * from './site-sampling';
export * from './samples';
export * from './laboratory';
export * from './equipment';
export * from './data-templates';
export * from './staff';
export * from './calendar';
export * from './reports';
export * from './news';
export * from './approval';
export * from './quality';
export * from './disclosure';
export * from './archive';
