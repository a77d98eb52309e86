// What a TransactWriteItems costs on AWS, by the documented model, because DynamoDB Local's own figure
// for transactions is not it: Local reports 4 write units for a transaction of one small item and still
// 4 for four of them (measured), where AWS bills two writes of every item ("one to prepare the
// transaction and one to commit it": 2 units per KB of each item, Developer Guide, "Capacity management
// for transactions") and then propagates the changes to the global secondary indexes as ordinary index
// writes (1 unit per KB of the index entry, 2 when the entry's key moves). Item sizes follow the
// Developer Guide's "Item sizes": attribute names and values, numbers at a byte per two digits plus one,
// lists and maps 3 bytes plus a byte per element.
import { TABLE_DEFINITION, type IndexDefinition } from '#shared/table-definition.ts';

/** An attribute value as DynamoDB's JSON carries it (`{ "S": "…" }`); binary as base64 or bytes. */
type Value = Record<string, unknown>;
export type Item = Record<string, Value>;

const utf8 = (text: string) => Buffer.byteLength(text, 'utf8');
/** A byte per two significant digits, plus one. */
function numberBytes(text: string): number {
  const digits = text.replace(/^[-+]/, '').replace(/e.*$/i, '').replace('.', '').replace(/^0+/, '').replace(/0+$/, '');
  return Math.ceil(digits.length / 2) + 1;
}
const binaryBytes = (value: unknown) => (typeof value === 'string' ? Buffer.from(value, 'base64').length : (value as Uint8Array).length);

export function valueBytes(value: Value): number {
  const [[type, content]] = Object.entries(value);
  switch (type) {
    case 'S':
      return utf8(content as string);
    case 'N':
      return numberBytes(content as string);
    case 'B':
      return binaryBytes(content);
    case 'BOOL':
    case 'NULL':
      return 1;
    case 'SS':
      return (content as string[]).reduce((sum, each) => sum + utf8(each), 0);
    case 'NS':
      return (content as string[]).reduce((sum, each) => sum + numberBytes(each), 0);
    case 'BS':
      return (content as unknown[]).reduce<number>((sum, each) => sum + binaryBytes(each), 0);
    case 'L':
      return 3 + (content as Value[]).reduce((sum, each) => sum + valueBytes(each) + 1, 0);
    case 'M':
      return 3 + Object.entries(content as Item).reduce((sum, [name, each]) => sum + utf8(name) + valueBytes(each) + 1, 0);
    default:
      throw new Error(`Unknown attribute type ${type}`);
  }
}

export const itemBytes = (item: Item): number => Object.entries(item).reduce((sum, [name, value]) => sum + utf8(name) + valueBytes(value), 0);

const writeUnits = (bytes: number) => Math.max(1, Math.ceil(bytes / 1024));

/** One action of a transaction: the item it wrote (a Put's, or an Update's as stored after it) and the attributes it changed. */
export interface WriteAction {
  kind: 'Put' | 'Update' | 'Delete' | 'ConditionCheck';
  /** Absent for a Delete (gone) or an item not found. */
  item?: Item;
  /** The attribute names an Update's expression names; a Put changes all of its item's. */
  changed: readonly string[];
}

/** The index writes one action makes on one index. */
function indexWrites(index: IndexDefinition, { kind, item, changed }: WriteAction): number {
  if (!item || kind === 'ConditionCheck') return 0;
  const keys = [index.partitionKey, index.sortKey];
  const keyMoved = kind === 'Update' && keys.some((key) => changed.includes(key));
  if (!keys.every((key) => key in item)) return keyMoved ? 1 : 0;
  const projected =
    index.projection === 'ALL' ? Object.keys(item) : [TABLE_DEFINITION.partitionKey, TABLE_DEFINITION.sortKey, ...keys, ...index.projection];
  if (kind === 'Update' && !keyMoved && !changed.some((name) => projected.includes(name))) return 0;
  const entry = Object.fromEntries(Object.entries(item).filter(([name]) => projected.includes(name)));
  return (keyMoved ? 2 : 1) * writeUnits(itemBytes(entry));
}

/**
 * The write units of a TransactWriteItems on AWS: two per KB of each item on the table (a Delete counted
 * at its least, its item being gone), and the ordinary index writes that follow.
 */
export function transactWriteUnits(actions: readonly WriteAction[], indexes: readonly IndexDefinition[] = TABLE_DEFINITION.indexes): number {
  return actions.reduce(
    (sum, action) =>
      sum + 2 * writeUnits(action.item ? itemBytes(action.item) : 0) + indexes.reduce((each, index) => each + indexWrites(index, action), 0),
    0,
  );
}

/** The attribute names an update expression names (`#placeholders` resolved), the values' `:names` left out. */
export function namesInExpression(expression: string, names: Record<string, string> = {}): string[] {
  const keywords = /^(SET|REMOVE|ADD|DELETE|if_not_exists|list_append|size|attribute_exists|attribute_not_exists)$/i;
  const found = expression.match(/[#:]?[A-Za-z_][\w]*/g) ?? [];
  return [...new Set(found.filter((token) => !token.startsWith(':') && !keywords.test(token)).map((token) => names[token] ?? token))];
}

type Action = { TableName?: string; Item?: Item; Key?: Item; UpdateExpression?: string; ExpressionAttributeNames?: Record<string, string> };

/**
 * The actions of a TransactWriteItems request body (DynamoDB's JSON), with the items they wrote: a Put's
 * own, an Update's or a ConditionCheck's as `readStored` finds it after the transaction.
 */
export async function writeActionsOf(
  body: string,
  readStored: (tableName: string, key: Item) => Promise<Item | undefined>,
): Promise<WriteAction[]> {
  const { TransactItems = [] } = JSON.parse(body) as { TransactItems?: Record<string, Action>[] };
  return Promise.all(
    TransactItems.map(async (entry): Promise<WriteAction> => {
      const [[kind, action]] = Object.entries(entry) as [[WriteAction['kind'], Action]];
      if (kind === 'Put') return { kind, item: action.Item, changed: Object.keys(action.Item ?? {}) };
      if (kind === 'Delete') return { kind, changed: [] };
      const item = await readStored(action.TableName ?? '', action.Key ?? {});
      const changed = kind === 'Update' ? namesInExpression(action.UpdateExpression ?? '', action.ExpressionAttributeNames) : [];
      return { kind, item, changed };
    }),
  );
}
