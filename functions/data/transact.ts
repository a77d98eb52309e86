// TransactWriteItems pieces shared by the repositories: the action type, DynamoDB's limit, and how a
// cancelled transaction is told apart.
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';

/** One action (Put, Update, Delete, ConditionCheck) of a TransactWriteItems. */
export type TransactAction = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** DynamoDB's limit of actions in one TransactWriteItems. */
export const MAX_ACTIONS_PER_TRANSACTION = 100;

/** True when DynamoDB cancelled a transaction (a condition failed, or it conflicted with another write). */
export function isTransactionCancelled(error: unknown): boolean {
  return error instanceof Error && error.name === 'TransactionCanceledException';
}

/** True when the action at `index` of a cancelled transaction failed its condition. */
export function failedConditionAt(error: unknown, index: number): boolean {
  const reasons = (error as { CancellationReasons?: Array<{ Code?: string }> } | undefined)?.CancellationReasons;
  return isTransactionCancelled(error) && reasons?.[index]?.Code === 'ConditionalCheckFailed';
}
