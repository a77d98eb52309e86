// A small real PNG on disk (a 64×36 gradient in the given blue), for the file inputs of the end-to-end tests.
import { writeFileSync } from 'node:fs';
import { PNG } from 'pngjs';

export const PNG_FILE_SIZE = { width: 64, height: 36 } as const;

export function writePng(path: string, blue = 160): void {
  const png = new PNG(PNG_FILE_SIZE);
  for (let y = 0; y < png.height; y++) {
    for (let x = 0; x < png.width; x++) {
      const i = (png.width * y + x) << 2;
      png.data[i] = 40 + x * 3;
      png.data[i + 1] = 90 + y * 4;
      png.data[i + 2] = blue;
      png.data[i + 3] = 255;
    }
  }
  writeFileSync(path, PNG.sync.write(png));
}
