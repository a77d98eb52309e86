import type { ThemeColours } from '#shared/api-types.ts';
import { DEFAULT_THEME } from '#shared/default-theme.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import { publicFileUrl } from '#functions/lib/public-file-url.ts';
import { getBusiness } from './businesses.ts';
import { getTheme } from './themes.ts';
import type { BusinessRecord } from './records.ts';

export interface BusinessLook {
  business: BusinessRecord;
  theme: ThemeColours;
  logo: string | null;
}

/** A business with its theme colours and logo URL (two reads); undefined when the business is gone. */
export async function getBusinessLook(table: TableContext, businessId: string): Promise<BusinessLook | undefined> {
  const business = await getBusiness(table, businessId);
  if (!business) return undefined;
  const theme = (await getTheme(table, business.themeId))?.colours ?? DEFAULT_THEME;
  return { business, theme, logo: publicFileUrl(business.logoKey) };
}
