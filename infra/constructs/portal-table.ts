// The single table, built from shared/table-definition.ts (the same definition the local stack creates).
import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { TABLE } from '#shared/constants.ts';
import { TABLE_DEFINITION, type IndexDefinition } from '#shared/table-definition.ts';

const stringKey = (name: string) => ({ name, type: AttributeType.STRING });

function projectionOf(index: IndexDefinition) {
  return index.projection === 'ALL'
    ? { projectionType: ProjectionType.ALL }
    : { projectionType: ProjectionType.INCLUDE, nonKeyAttributes: [...index.projection] };
}

export interface PortalTableProps {
  deletionProtection: boolean;
}

export class PortalTable extends Table {
  constructor(scope: Construct, id: string, props: PortalTableProps) {
    super(scope, id, {
      partitionKey: stringKey(TABLE_DEFINITION.partitionKey),
      sortKey: stringKey(TABLE_DEFINITION.sortKey),
      // Traffic follows office hours of a few tenants: on-demand costs nothing while idle.
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: TableEncryption.AWS_MANAGED,
      // Short-lived items (sign-in attempt counters) carry their own end; the code never trusts the deletion's timing.
      timeToLiveAttribute: TABLE.timeToLiveAttribute,
      deletionProtection: props.deletionProtection,
      // Tenant data outlives any stack: deleting the stack leaves the table behind, in every stage.
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of TABLE_DEFINITION.indexes as readonly IndexDefinition[]) {
      this.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: stringKey(index.partitionKey),
        sortKey: stringKey(index.sortKey),
        ...projectionOf(index),
      });
    }
  }
}
