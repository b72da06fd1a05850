/**
 * React DOM, loaded by the entry (screens/main.tsx) a task ahead of the app. Evaluating it together
 * with the app's own modules made the page's longest task (about 100 ms on a phone-speed CPU,
 * Lighthouse's TBT); in two tasks the main thread is free in between. The app imports the same
 * modules, so nothing more is bundled.
 */
import 'react';
import 'react-dom/client';
