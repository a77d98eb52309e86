import { Box, Center, Image, Stack, Text } from '@chakra-ui/react';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { MESSAGES } from '#shared/messages.ts';

/** The card's preview picture, or a placeholder when there is none or it fails to load. */
export function DashboardPreview({ name, src }: { name: string; src: string | null }) {
  const [broken, setBroken] = useState(false);
  return (
    <Box aspectRatio={16 / 9} bg="bg.muted">
      {src && !broken ? (
        <Image
          src={src}
          alt={MESSAGES.dashboards.previewAlt(name)}
          w="full"
          h="full"
          objectFit="cover"
          loading="lazy"
          onError={() => setBroken(true)}
        />
      ) : (
        <Center h="full">
          <Stack align="center" gap="1" color="fg.muted" px="4" textAlign="center">
            <ImageOff aria-hidden />
            <Text fontSize="sm">{MESSAGES.dashboards.noPreview}</Text>
          </Stack>
        </Center>
      )}
    </Box>
  );
}
