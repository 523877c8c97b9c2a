/** Controllers and CQRS handlers of users, roles, menus, organisations and the dashboard. */
export const IDENTITY_CONTROLLERS: (new (...args: never[]) => unknown)[] = [];
export const IDENTITY_HANDLERS: (new (...args: never[]) => unknown)[] = [];
