// The table's key schema and indexes, used by CDK and by the local stack's CreateTable alike.
import { TABLE } from './constants.ts';

export interface IndexDefinition {
  name: string;
  partitionKey: string;
  sortKey: string;
  /** `ALL`, or the non-key attributes projected. */
  projection: 'ALL' | readonly string[];
}

export const TABLE_DEFINITION = {
  partitionKey: TABLE.partitionKey,
  sortKey: TABLE.sortKey,
  indexes: [
    { name: TABLE.gsi1.name, partitionKey: TABLE.gsi1.partitionKey, sortKey: TABLE.gsi1.sortKey, projection: 'ALL' },
    { name: TABLE.gsi2.name, partitionKey: TABLE.gsi2.partitionKey, sortKey: TABLE.gsi2.sortKey, projection: 'ALL' },
    {
      name: TABLE.directory.name,
      partitionKey: TABLE.directory.partitionKey,
      sortKey: TABLE.directory.sortKey,
      projection: TABLE.directory.projected,
    },
  ] satisfies IndexDefinition[],
} as const;

/** Every key attribute is a string. */
export const KEY_ATTRIBUTES: string[] = [
  TABLE_DEFINITION.partitionKey,
  TABLE_DEFINITION.sortKey,
  ...TABLE_DEFINITION.indexes.flatMap((index) => [index.partitionKey, index.sortKey]),
];

/** An index in the shape of DynamoDB's API (CreateTable, DescribeTable, CloudFormation). */
export function indexAsDynamoDb(index: IndexDefinition) {
  return {
    IndexName: index.name,
    KeySchema: [
      { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
    ],
    Projection:
      index.projection === 'ALL'
        ? { ProjectionType: 'ALL' as const }
        : { ProjectionType: 'INCLUDE' as const, NonKeyAttributes: [...index.projection] },
  };
}
