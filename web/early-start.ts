// Builds web/src/boot.ts as an entry of its own and puts it first in index.html, with its imports
// preloaded: the browser runs it as soon as its few kilobytes arrive, without waiting for the app's
// bundle (modules of one graph all wait for the last one to download).
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

export const BOOT_ENTRY = 'boot';

export function earlyStart(webRoot: string): Plugin {
  return {
    name: 'portal-early-start',
    apply: 'build',
    config: () => ({
      build: { rolldownOptions: { input: { index: resolve(webRoot, 'index.html'), [BOOT_ENTRY]: resolve(webRoot, 'src/boot.ts') } } },
    }),
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const boot = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === BOOT_ENTRY,
        );
        if (boot?.type !== 'chunk') throw new Error('The boot entry is missing from the build');
        return [
          { tag: 'script', attrs: { type: 'module', crossorigin: true, src: `/${boot.fileName}` }, injectTo: 'head-prepend' },
          ...boot.imports.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}
