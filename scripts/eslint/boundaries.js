// Layer boundaries (issue 9 item 6): engine/ imports nothing from screens/ or server/.
const outside = (layers) =>
  layers.map((layer) => ({ group: [`**/${layer}/**`, `**/${layer}`], message: `engine/ may not import ${layer}/` }));

/** Flat-config entries enforcing which top-level folders may import which. */
export const boundaries = [
  {
    files: ['engine/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: outside(['screens', 'server']) }] },
  },
];
