import type { Plugin } from 'vite';

/**
 * Each Mantine component's class names live in its own module (`esm/components/Button/Button.module.mjs`),
 * and its styles in a file of the same name (`@mantine/core/styles/Button.css`). This plugin makes
 * the first import the second, so a component's styles travel with the component: into the first
 * visit's stylesheet when the first screen uses it, into a lazy route's stylesheet otherwise.
 * Components built on others import those first (Button imports UnstyledButton), so their styles
 * come first too, the order Mantine's own stylesheet keeps. The global styles are imported by
 * src/main.tsx.
 *
 * In development Vite pre-bundles @mantine/core, which no transform sees, so the entry imports the
 * whole stylesheet there instead.
 */
const CLASS_MODULE = /@mantine\/core\/esm\/(?:.+\/)?([A-Za-z]+)\.module\.mjs$/;

export function mantineComponentStyles(entry: string): Plugin {
  let serving = false;
  return {
    name: 'folio:mantine-component-styles',
    enforce: 'pre',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (serving) return file === entry ? `import '@mantine/core/styles.css';\n${code}` : undefined;
      const component = CLASS_MODULE.exec(file)?.[1];
      return component ? `import '@mantine/core/styles/${component}.css';\n${code}` : undefined;
    },
  };
}
