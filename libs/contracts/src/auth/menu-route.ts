/** GET api/menus/build: the user's menu tree in the router shape (spec §3 "Menu item"). */
export interface MenuRouteMeta {
  title: string;
  icon: string | null;
  noCache: boolean;
  affix?: boolean;
  breadcrumb?: boolean;
  link?: string | null;
}

export interface MenuRoute {
  name: string;
  path: string;
  hidden: boolean;
  redirect?: string;
  /** 'Layout' | 'ParentView' | a view path such as 'system/user/index'. */
  component: string;
  alwaysShow?: boolean;
  meta: MenuRouteMeta;
  children?: MenuRoute[];
}

export enum MenuType {
  Directory = 0,
  Menu = 1,
  Button = 2,
}
