import { Box, Center, Image, Stack, Text } from '@chakra-ui/react';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { MESSAGES } from '#shared/messages.ts';

/** The box is 16:9; the picture's own size is unknown, so width and height only give the ratio. */
const RATIO = { width: 16, height: 9 };

interface DashboardPreviewProps {
  name: string;
  src: string | null;
  /** Loaded at once and before other pictures (the first row, on screen at load); the rest wait until near. */
  priority?: boolean;
}

/** The card's preview picture, or a placeholder when there is none or it fails to load. */
export function DashboardPreview({ name, src, priority = false }: DashboardPreviewProps) {
  const [broken, setBroken] = useState(false);
  return (
    <Box aspectRatio={RATIO.width / RATIO.height} bg="bg.muted">
      {src && !broken ? (
        <Image
          src={src}
          alt={MESSAGES.dashboards.previewAlt(name)}
          htmlWidth={RATIO.width}
          htmlHeight={RATIO.height}
          w="full"
          h="full"
          objectFit="cover"
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
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
