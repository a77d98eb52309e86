// TransactWriteItems pieces shared by the repositories: the action type, DynamoDB's limit, how a
// cancelled transaction is told apart, and the write whose refusal is an answer rather than an error.
import { TransactWriteCommand, type DynamoDBDocumentClient, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';

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

/**
 * Sends one TransactWriteItems whose first action is the write's subject (the item it creates, changes
 * or deletes, under its condition); false when that condition refused it, and then nothing was written.
 */
export async function transactUnlessRefused(db: DynamoDBDocumentClient, actions: TransactAction[]): Promise<boolean> {
  try {
    await db.send(new TransactWriteCommand({ TransactItems: actions }));
    return true;
  } catch (error) {
    if (failedConditionAt(error, 0)) return false;
    throw error;
  }
}
