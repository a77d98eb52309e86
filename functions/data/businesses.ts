import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE } from '#shared/constants.ts';
import { keys } from '#shared/keys.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import type { BusinessRecord, SubdomainRecord } from './records.ts';
import { ROLES_VERSION } from './roles-version.ts';

/** Reads a business by id. */
export async function getBusiness({ db, tableName }: TableContext, businessId: string): Promise<BusinessRecord | undefined> {
  const result = await db.send(new GetCommand({ TableName: tableName, Key: keys.business(businessId) }));
  return result.Item as BusinessRecord | undefined;
}

/** Resolves a subdomain to its business id (the public branding lookup). */
export async function getBusinessIdBySubdomain({ db, tableName }: TableContext, subdomain: string): Promise<string | undefined> {
  const result = await db.send(new GetCommand({ TableName: tableName, Key: keys.subdomain(subdomain) }));
  return (result.Item as SubdomainRecord | undefined)?.businessId;
}

/** What "who may see a dashboard" reads of the business: its administrators (id → name) and its roles version. */
export interface BusinessAudience {
  admins: Record<string, string>;
  rolesVersion: number;
}

/**
 * The business's administrators and roles version (one GetItem of those two attributes, strongly
 * consistent: the version decides whether a cached copy of the roles is current); undefined if it is gone.
 */
export async function getAudienceOfBusiness({ db, tableName }: TableContext, businessId: string): Promise<BusinessAudience | undefined> {
  const result = await db.send(
    new GetCommand({
      TableName: tableName,
      Key: keys.business(businessId),
      ConsistentRead: true,
      ProjectionExpression: '#pk, #admins, #rolesVersion',
      ExpressionAttributeNames: { '#pk': TABLE.partitionKey, '#admins': 'admins', '#rolesVersion': ROLES_VERSION },
    }),
  );
  if (!result.Item) return undefined;
  const item = result.Item as Partial<BusinessAudience>;
  return { admins: item.admins ?? {}, rolesVersion: item.rolesVersion ?? 0 };
}
