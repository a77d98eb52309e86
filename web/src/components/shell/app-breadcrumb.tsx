import { Breadcrumb } from '@chakra-ui/react';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { MESSAGES } from '#shared/messages.ts';
import type { BreadcrumbEntry } from './breadcrumb-trail.ts';

/**
 * Where the user is: earlier entries are links, the last is the current page. On a narrow header the
 * entries wrap onto more lines, each between words: the recipe's `break-word` would rather split a
 * word ("Dashb/oards") than start a line.
 */
export function AppBreadcrumb({ trail }: { trail: readonly BreadcrumbEntry[] }) {
  return (
    <Breadcrumb.Root aria-label={MESSAGES.breadcrumb.label} size="md">
      <Breadcrumb.List flexWrap="wrap" rowGap="0.5" wordBreak="normal" overflowWrap="normal">
        {trail.map((entry, index) => {
          const last = index === trail.length - 1;
          return (
            <Fragment key={entry.route}>
              <Breadcrumb.Item>
                {last ? (
                  <Breadcrumb.CurrentLink fontWeight="semibold" color="brand.fg">
                    {entry.label}
                  </Breadcrumb.CurrentLink>
                ) : entry.to ? (
                  <Breadcrumb.Link asChild>
                    <RouterLink to={entry.to}>{entry.label}</RouterLink>
                  </Breadcrumb.Link>
                ) : (
                  entry.label
                )}
              </Breadcrumb.Item>
              {!last && <Breadcrumb.Separator />}
            </Fragment>
          );
        })}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
