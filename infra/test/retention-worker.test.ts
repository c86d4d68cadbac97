/**
 * The retention worker in the web stack (next to the CV bucket): daily, retried, its failures alarm, and its rights
 * end where its work does: list and delete only under the saved-CV and application-CV prefixes, update only
 * applications, query only the sparse index of applications holding copies (no Scan).
 */
import { Match } from 'aws-cdk-lib/assertions';
import { type Synthesized, synthesizedStage } from './synth.js';

let dev: Synthesized;
beforeAll(() => {
  dev = synthesizedStage('dev');
});

describe('retention worker', () => {
  it('runs daily with retries and an alarming dead-letter queue, deleting only CVs and updating only applications', () => {
    const web = dev.template.web;
    const fn = Object.values(web.findResources('AWS::Lambda::Function')).find((candidate: any) =>
      String(candidate.Properties.Description).includes('retention'),
    ) as any;
    expect(fn.Properties.DeadLetterConfig).toBeDefined();
    expect(Object.keys(fn.Properties.Environment.Variables)).toContain('CV_BUCKET');
    web.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 day)',
      Targets: [Match.objectLike({ RetryPolicy: { MaximumRetryAttempts: 2 }, DeadLetterConfig: Match.anyValue() })],
    });
    web.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmDescription: Match.stringLikeRegexp('past its retention could not be removed'),
      Threshold: 1,
    });
    const role = fn.Properties.Role['Fn::GetAtt'][0];
    const policy = Object.values(web.findResources('AWS::IAM::Policy')).find((candidate: any) =>
      candidate.Properties.Roles.some((ref: any) => ref.Ref === role),
    ) as any;
    const statements = policy.Properties.PolicyDocument.Statement as any[];
    const of = (action: string) => statements.filter((statement) => [statement.Action].flat().includes(action));
    expect(of('dynamodb:UpdateItem')).toEqual([
      expect.objectContaining({
        Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['APPLICATION#*'] } },
      }),
    ]);
    expect(of('dynamodb:Scan')).toEqual([]);
    expect(of('dynamodb:Query')).toEqual([
      expect.objectContaining({
        Condition: { 'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': ['APPLICATIONS#WITH-COPIES'] } },
      }),
    ]);
    expect(JSON.stringify(of('dynamodb:Query')[0].Resource)).toMatch(/\/index\/gsi4"\]\]\}$/);
    expect(of('dynamodb:DeleteItem')).toEqual([]);
    expect(of('dynamodb:PutItem')).toEqual([]);
    expect(of('s3:ListBucket')).toEqual([
      expect.objectContaining({ Condition: { StringEquals: { 's3:prefix': ['cv/', 'application-cvs/'] } } }),
    ]);
    const deletes = JSON.stringify(of('s3:DeleteObject').map((statement) => statement.Resource));
    expect(deletes).toContain('/cv/*');
    expect(deletes).toContain('/application-cvs/*');
    expect(deletes).not.toContain('/incoming/*');
    expect(of('s3:GetObject')).toEqual([]);
  });
});
