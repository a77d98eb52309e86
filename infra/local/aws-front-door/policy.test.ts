import { describe, expect, it } from 'vitest';
import { evaluate, evaluateAll, type Authorization, type PolicyStatement } from './policy.ts';

const TABLE = 'arn:aws:dynamodb:us-east-1:000000000000:table/Portal';
const getItem: Authorization = { action: 'dynamodb:GetItem', resource: TABLE };

describe('evaluate', () => {
  it('allows what an Allow statement names and refuses the rest implicitly', () => {
    const statements: PolicyStatement[] = [{ Effect: 'Allow', Action: ['dynamodb:GetItem', 'dynamodb:Query'], Resource: TABLE }];

    expect(evaluate(statements, getItem)).toEqual({ allowed: true, reason: 'allowed' });
    expect(evaluate(statements, { action: 'dynamodb:PutItem', resource: TABLE })).toMatchObject({ allowed: false, reason: 'implicit' });
    expect(evaluate(statements, { action: 'dynamodb:GetItem', resource: `${TABLE}2` })).toMatchObject({ allowed: false, reason: 'implicit' });
    expect(evaluate([], getItem)).toMatchObject({ allowed: false, reason: 'implicit', denied: getItem });
  });

  it('lets an explicit Deny win over any Allow, in whichever order', () => {
    const allow: PolicyStatement = { Effect: 'Allow', Action: 'dynamodb:*', Resource: '*' };
    const deny: PolicyStatement = { Effect: 'Deny', Action: 'dynamodb:GetItem', Resource: TABLE };

    expect(evaluate([allow, deny], getItem)).toMatchObject({ allowed: false, reason: 'explicit' });
    expect(evaluate([deny, allow], getItem)).toMatchObject({ allowed: false, reason: 'explicit' });
    expect(evaluate([deny, allow], { action: 'dynamodb:Query', resource: TABLE })).toMatchObject({ allowed: true });
  });

  it('matches actions case-insensitively with * and ? wildcards', () => {
    const allowed = (Action: string, action: string) =>
      evaluate([{ Effect: 'Allow', Action, Resource: '*' }], { action, resource: TABLE }).allowed;

    expect(allowed('dynamodb:Get*', 'dynamodb:GetItem')).toBe(true);
    expect(allowed('DynamoDB:getitem', 'dynamodb:GetItem')).toBe(true);
    expect(allowed('s3:*', 's3:PutObject')).toBe(true);
    expect(allowed('*', 'cognito-idp:AdminGetUser')).toBe(true);
    expect(allowed('s3:?etObject', 's3:GetObject')).toBe(true);
    expect(allowed('dynamodb:Get*', 'dynamodb:BatchGetItem')).toBe(false);
    expect(allowed('s3:*', 'dynamodb:GetItem')).toBe(false);
    expect(allowed('s3:?etObject', 's3:PutObjectAcl')).toBe(false);
  });

  it('matches resources case-sensitively: an object wildcard does not cover its bucket', () => {
    const statements: PolicyStatement[] = [{ Effect: 'Allow', Action: 's3:*', Resource: 'arn:aws:s3:::uploads/*' }];
    const allowed = (resource: string) => evaluate(statements, { action: 's3:GetObject', resource }).allowed;

    expect(allowed('arn:aws:s3:::uploads/biz/1/logo.png')).toBe(true);
    expect(allowed('arn:aws:s3:::uploads')).toBe(false);
    expect(allowed('arn:aws:s3:::Uploads/logo.png')).toBe(false);
    expect(allowed('arn:aws:s3:::uploads-other/logo.png')).toBe(false);
  });

  it('keeps a wildcard within its part of an ARN', () => {
    const statements: PolicyStatement[] = [{ Effect: 'Allow', Action: 'dynamodb:Query', Resource: 'arn:aws:dynamodb:*:*:table/Portal/index/*' }];
    const allowed = (resource: string) => evaluate(statements, { action: 'dynamodb:Query', resource }).allowed;

    expect(allowed(`${TABLE}/index/GSI1`)).toBe(true);
    expect(allowed(TABLE)).toBe(false);
    expect(allowed('arn:aws:dynamodb:us-east-1:table/Portal/index/GSI1')).toBe(false);
  });

  it('reads NotAction and NotResource as everything but what they list', () => {
    const notAction: PolicyStatement[] = [{ Effect: 'Allow', NotAction: 'dynamodb:Delete*', Resource: '*' }];
    expect(evaluate(notAction, getItem).allowed).toBe(true);
    expect(evaluate(notAction, { action: 'dynamodb:DeleteItem', resource: TABLE }).allowed).toBe(false);

    const notResource: PolicyStatement[] = [
      { Effect: 'Allow', Action: 's3:*', Resource: '*' },
      { Effect: 'Deny', Action: 's3:*', NotResource: ['arn:aws:s3:::uploads', 'arn:aws:s3:::uploads/*'] },
    ];
    expect(evaluate(notResource, { action: 's3:GetObject', resource: 'arn:aws:s3:::uploads/a.png' }).allowed).toBe(true);
    expect(evaluate(notResource, { action: 's3:GetObject', resource: 'arn:aws:s3:::secrets/a.png' })).toMatchObject({
      allowed: false,
      reason: 'explicit',
    });
  });

  it('holds ForAllValues:StringLike on dynamodb:LeadingKeys only when every key is the tenant’s', () => {
    const statements: PolicyStatement[] = [
      {
        Effect: 'Allow',
        Action: 'dynamodb:*',
        Resource: TABLE,
        Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['BIZ#1', 'BIZ#1#*'] } },
      },
    ];
    const withKeys = (keys: string[]) => evaluate(statements, { ...getItem, context: { 'dynamodb:LeadingKeys': keys } });

    expect(withKeys(['BIZ#1']).allowed).toBe(true);
    expect(withKeys(['BIZ#1', 'BIZ#1#USER#7']).allowed).toBe(true);
    expect(withKeys(['BIZ#1', 'BIZ#2']).allowed).toBe(false);
    // IAM's own pitfall, modelled as it is: no key in the request (a Scan) satisfies ForAllValues.
    expect(evaluate(statements, getItem).allowed).toBe(true);
  });

  it('holds ForAnyValue when one value matches and never for an absent key', () => {
    const statements: PolicyStatement[] = [
      { Effect: 'Allow', Action: '*', Resource: '*', Condition: { 'ForAnyValue:StringEquals': { 'dynamodb:LeadingKeys': 'BIZ#1' } } },
    ];

    expect(evaluate(statements, { ...getItem, context: { 'dynamodb:LeadingKeys': ['BIZ#2', 'BIZ#1'] } }).allowed).toBe(true);
    expect(evaluate(statements, { ...getItem, context: { 'dynamodb:LeadingKeys': ['BIZ#2'] } }).allowed).toBe(false);
    expect(evaluate(statements, getItem).allowed).toBe(false);
  });

  it('applies the string operators, Bool and IfExists to single values, with keys read case-insensitively', () => {
    const list = (Condition: PolicyStatement['Condition'], context: Record<string, string[]>) =>
      evaluate([{ Effect: 'Allow', Action: 's3:ListBucket', Resource: '*', Condition }], {
        action: 's3:ListBucket',
        resource: 'arn:aws:s3:::b',
        context,
      }).allowed;

    expect(list({ StringEquals: { 's3:prefix': ['', 'biz/1/'] } }, { 's3:prefix': ['biz/1/'] })).toBe(true);
    expect(list({ StringEquals: { 's3:prefix': 'biz/1/' } }, { 's3:prefix': ['biz/1/x'] })).toBe(false);
    expect(list({ StringLike: { 'S3:Prefix': 'biz/1/*' } }, { 's3:prefix': ['biz/1/x'] })).toBe(true);
    expect(list({ StringNotEquals: { 's3:prefix': 'biz/2/' } }, { 's3:prefix': ['biz/1/'] })).toBe(true);
    expect(list({ StringNotLike: { 's3:prefix': 'biz/2/*' } }, { 's3:prefix': ['biz/2/x'] })).toBe(false);
    expect(list({ StringNotEquals: { 's3:prefix': 'biz/2/' } }, {})).toBe(true);
    expect(list({ StringEquals: { 's3:prefix': 'biz/1/' } }, {})).toBe(false);
    expect(list({ StringEqualsIfExists: { 's3:prefix': 'biz/1/' } }, {})).toBe(true);
    expect(list({ StringEqualsIfExists: { 's3:prefix': 'biz/1/' } }, { 's3:prefix': ['biz/2/'] })).toBe(false);
    expect(list({ Bool: { 'aws:SecureTransport': 'true' } }, { 'aws:SecureTransport': ['TRUE'] })).toBe(true);
    expect(list({ Bool: { 'aws:SecureTransport': 'true' } }, { 'aws:SecureTransport': ['false'] })).toBe(false);
    // Every operator and every key of a Condition must hold.
    expect(
      list({ StringLike: { 's3:prefix': 'biz/*' }, StringEquals: { 's3:delimiter': '/' } }, { 's3:prefix': ['biz/1/'], 's3:delimiter': ['|'] }),
    ).toBe(false);
  });

  it('reads an operator it does not support deny-safe and reports it', () => {
    const condition = { NumericLessThan: { 's3:max-keys': '10' } };
    const allow: PolicyStatement = { Effect: 'Allow', Action: 's3:ListBucket', Resource: '*', Condition: condition };
    const request = { action: 's3:ListBucket', resource: 'arn:aws:s3:::b', context: { 's3:max-keys': ['5'] } };

    expect(evaluate([allow], request)).toEqual({ allowed: false, reason: 'implicit', denied: request, unsupported: ['NumericLessThan'] });
    const deny: PolicyStatement = { Effect: 'Deny', Action: 's3:ListBucket', Resource: '*', Condition: condition };
    expect(evaluate([{ ...allow, Condition: undefined }, deny], request)).toMatchObject({
      allowed: false,
      reason: 'explicit',
      unsupported: ['NumericLessThan'],
    });
  });
});

describe('evaluateAll', () => {
  it('allows a request only when every authorization it needs is allowed, naming the first refused', () => {
    const statements: PolicyStatement[] = [{ Effect: 'Allow', Action: ['dynamodb:PutItem', 'dynamodb:UpdateItem'], Resource: TABLE }];
    const put = { action: 'dynamodb:PutItem', resource: TABLE };
    const conditionCheck = { action: 'dynamodb:ConditionCheckItem', resource: TABLE };

    expect(evaluateAll(statements, [put, { action: 'dynamodb:UpdateItem', resource: TABLE }])).toEqual({ allowed: true, reason: 'allowed' });
    expect(evaluateAll(statements, [put, conditionCheck])).toEqual({ allowed: false, reason: 'implicit', denied: conditionCheck });
  });
});
