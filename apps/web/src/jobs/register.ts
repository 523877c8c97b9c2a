import { lazy } from 'react';
import { registerNavbarExtra } from '../layout/navbar-extras';

/** The jobs drawer's button in the navbar's extras slot (loaded with the shell, lazily). */
registerNavbarExtra({ key: 'jobs', order: 10, Component: lazy(() => import('./JobsButton')) });
