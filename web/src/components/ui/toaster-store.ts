import type { CreateToasterReturn } from '@chakra-ui/react';

type Notice = Parameters<CreateToasterReturn['create']>[0];

let machine: CreateToasterReturn | undefined;
const waiting: Notice[] = [];
const listeners = new Set<() => void>();

/**
 * The app's notices. A front only: the toast machine itself (zag's store, 1.6 KB gzipped) comes with the
 * view (toaster.tsx), fetched when the browser is idle or with the first notice, so that no route's first
 * load pays for it. Notices created before it is there wait here, and go to it when it arrives.
 */
export const toaster = {
  create(notice: Notice): void {
    if (machine) machine.create(notice);
    else waiting.push(notice);
    for (const listener of listeners) listener();
  },
  getCount: (): number => machine?.getCount() ?? waiting.length,
  /** Called on every new notice. */
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** Drops every notice (between tests). */
  remove(): void {
    waiting.length = 0;
    machine?.remove();
  },
};

/** The view hands its toast machine over: the notices that waited go to it. */
export function connectToastMachine(store: CreateToasterReturn): void {
  machine = store;
  for (const notice of waiting.splice(0)) store.create(notice);
}
