import { Box, List } from '@chakra-ui/react';

/**
 * A list of names that scrolls inside its container (a modal) when long; the region takes the focus so
 * the keyboard scrolls it, and is named by the heading or text whose id is `labelledBy`.
 */
export function ScrollingNameList({ names, labelledBy }: { names: readonly string[]; labelledBy: string }) {
  return (
    <Box
      maxH="40"
      overflowY="auto"
      borderWidth="1px"
      rounded="md"
      px="3"
      py="2"
      tabIndex={0}
      role="region"
      aria-labelledby={labelledBy}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      <List.Root textStyle="sm" ps="4" gap="1">
        {names.map((name, index) => (
          <List.Item key={`${index}-${name}`}>{name}</List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
