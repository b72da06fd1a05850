import { lazy } from 'react';
import type { ShellChrome } from '../../engine';
import { BottomMenu } from './BottomMenu';
import { Overlays } from './Overlays';
import { PageHeader } from './PageHeader';

/** The shell's chrome; the side menu and service panel load on first open. */
export const chrome: ShellChrome = {
  PageHeader,
  BottomMenu,
  Overlays,
  SideMenu: lazy(() => import('./SideMenu')),
  ServicePanel: lazy(() => import('./ServicePanel')),
};
