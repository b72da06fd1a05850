/**
 * Stands in for `hoist-non-react-statics` in the browser bundle. @emotion/react imports it only for
 * `withTheme` (copying a class component's statics onto its wrapper), which this site never uses;
 * the package is CommonJS, so the bundler cannot drop it, and it brings `react-is` along: some 2 KB
 * gzip of the home's initial JavaScript. Should `withTheme` ever be used, statics are not copied.
 */
export default function hoistNonReactStatics<T>(target: T): T {
  return target;
}
