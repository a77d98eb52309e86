import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '#shared/keys.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';
import type { BusinessRecord, SubdomainRecord } from './records.ts';

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

/** A business's active customer_admins, id → name (GetItem of the business, that map only; none if it is gone). */
export async function getAdmins({ db, tableName }: TableContext, businessId: string): Promise<Record<string, string>> {
  const result = await db.send(
    new GetCommand({
      TableName: tableName,
      Key: keys.business(businessId),
      ProjectionExpression: '#admins',
      ExpressionAttributeNames: { '#admins': 'admins' },
    }),
  );
  return (result.Item as Pick<BusinessRecord, 'admins'> | undefined)?.admins ?? {};
}
