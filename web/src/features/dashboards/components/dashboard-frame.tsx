import { chakra } from '@chakra-ui/react';
import { MESSAGES } from '#shared/messages.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { isHttpUrl } from '../utils/is-http-url.ts';

// What embedded BI tools (Power BI, Metabase, Looker Studio...) need to run, sign in and export.
const SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads';

/** The embedded report, filling its container; a non-http(s) address is never framed. */
export function DashboardFrame({ name, url }: { name: string; url: string }) {
  if (!isHttpUrl(url)) return <FormAlert kind="error" message={MESSAGES.dashboards.invalidFrameUrl} />;
  return (
    <chakra.iframe
      src={url}
      title={MESSAGES.dashboards.frameTitle(name)}
      allow="fullscreen"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
      sandbox={SANDBOX}
      display="block"
      w="full"
      h="full"
      border="0"
      bg="bg"
    />
  );
}
