/**
 * The web ACL in front of the distribution. AWS WAF for CloudFront must live in us-east-1, so this is a stack of
 * its own pinned there; the web stack (in the stage's region) reads its ARN through CDK's cross-region references
 * (an SSM parameter written by a small custom resource at deploy time).
 *
 * Rules, in order: AWS's IP reputation list, the common rule set (with the body-size rule only counting: the API
 * takes bodies up to 256 KB, e.g. a long resume), known bad inputs (Log4j, path tricks), a per-address rate rule on
 * the routes that check credentials or send mail, one on all of /api/*, and one on the pages the page function
 * renders on request (/job/*, /jobs, /companies/*), which a flood would otherwise run on Lambda. Blocks are counted in CloudWatch
 * (alarm in the ops dashboard construct). With an API origin, the expiry alarm of CloudFront's client certificate
 * is here too: the certificate and its metric live in us-east-1.
 */
import { Stack, type StackProps } from 'aws-cdk-lib';
import { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { routeIds, routes } from '../../shared/routes.js';
import { COMPANY_PAGES_PREFIX, JOBS_LIST_PATH } from '../../shared/site-routing.js';
import { routeClassOf } from '../config/route-classes.js';
import { APP_NAME, type StageConfig } from '../config/stages.js';
import { notifyOperators } from '../constructs/alarm-subscribers.js';
import { ALARM_PERIOD, notifyingAlarm } from '../constructs/alarms.js';
import { certificateExpiryAlarm } from '../constructs/certificate-expiry-alarm.js';

export interface EdgeStackProps extends StackProps {
  stage: StageConfig;
}

export const managedRuleGroups = [
  'AWSManagedRulesAmazonIpReputationList',
  'AWSManagedRulesCommonRuleSet',
  'AWSManagedRulesKnownBadInputsRuleSet',
] as const;

/** The auth routes' paths (every public write: register, login, password reset, ...), from the route table. */
export const authPaths = routeIds.filter((id) => routeClassOf(id) === 'auth').map((id) => routes[id].path);

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

/** A rate-limited address gets what the application's own limits answer: a 429 with a JSON message. */
const TOO_MANY = 'tooManyRequests';
const rateBlock: CfnWebACL.RuleActionProperty = {
  block: {
    customResponse: {
      responseCode: 429,
      customResponseBodyKey: TOO_MANY,
      responseHeaders: [{ name: 'retry-after', value: '300' }],
    },
  },
};

/** The rendered pages' paths (job-pages.ts): every job page, the list, every company page. */
export const renderedPagePaths: [string, 'EXACTLY' | 'STARTS_WITH'][] = [
  ['/job/', 'STARTS_WITH'],
  [JOBS_LIST_PATH, 'EXACTLY'],
  [COMPANY_PAGES_PREFIX, 'STARTS_WITH'],
];

const uriMatch = (path: string, positional: 'EXACTLY' | 'STARTS_WITH'): CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: positional,
    searchString: path,
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
});

export class EdgeStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    const { wafRateLimits } = props.stage;
    // Named, because WAF's metrics are dimensioned by the web ACL's name.
    const webAclName = `${APP_NAME}-${props.stage.name}-web-acl`;
    const managed = managedRuleGroups.map(
      (name, i): CfnWebACL.RuleProperty => ({
        name,
        priority: i,
        overrideAction: { none: {} },
        statement: {
          managedRuleGroupStatement: {
            vendorName: 'AWS',
            name,
            ...(name === 'AWSManagedRulesCommonRuleSet'
              ? { ruleActionOverrides: [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }] }
              : {}),
          },
        },
        visibilityConfig: visibility(name),
      }),
    );
    const authStatement: CfnWebACL.StatementProperty =
      authPaths.length === 1
        ? uriMatch(authPaths[0] as string, 'EXACTLY')
        : { orStatement: { statements: authPaths.map((path) => uriMatch(path, 'EXACTLY')) } };

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: webAclName,
      scope: 'CLOUDFRONT',
      description: `Job board ${props.stage.name}: managed rule groups and per-address rate limits`,
      defaultAction: { allow: {} },
      visibilityConfig: visibility('WebAcl'),
      customResponseBodies: {
        [TOO_MANY]: {
          contentType: 'APPLICATION_JSON',
          content: JSON.stringify({ message: 'Too many requests from your address. Try again in a few minutes.' }),
        },
      },
      rules: [
        ...managed,
        {
          name: 'AuthRatePerAddress',
          priority: managed.length,
          action: rateBlock,
          statement: {
            rateBasedStatement: {
              limit: wafRateLimits.auth,
              evaluationWindowSec: 300,
              aggregateKeyType: 'IP',
              scopeDownStatement: authStatement,
            },
          },
          visibilityConfig: visibility('AuthRatePerAddress'),
        },
        {
          name: 'ApiRatePerAddress',
          priority: managed.length + 1,
          action: rateBlock,
          statement: {
            rateBasedStatement: {
              limit: wafRateLimits.api,
              evaluationWindowSec: 300,
              aggregateKeyType: 'IP',
              scopeDownStatement: uriMatch('/api/', 'STARTS_WITH'),
            },
          },
          visibilityConfig: visibility('ApiRatePerAddress'),
        },
        {
          name: 'PagesRatePerAddress',
          priority: managed.length + 2,
          action: rateBlock,
          statement: {
            rateBasedStatement: {
              limit: wafRateLimits.pages,
              evaluationWindowSec: 300,
              aggregateKeyType: 'IP',
              scopeDownStatement: {
                orStatement: { statements: renderedPagePaths.map(([path, how]) => uriMatch(path, how)) },
              },
            },
          },
          visibilityConfig: visibility('PagesRatePerAddress'),
        },
      ],
    });

    // WAF's CloudFront metrics exist only in us-east-1, and an alarm notifies a topic of its own region: the edge
    // stack has its own alarm topic, with the same email and chat subscribers.
    const topic = new Topic(this, 'EdgeAlarms', {
      displayName: `Job board ${props.stage.name} edge alarms`,
      enforceSSL: true,
    });
    notifyOperators(topic, props.stage, 'edge-alarms');
    notifyingAlarm(this, 'WafBlocksAlarm', topic, {
      metric: new Metric({
        namespace: 'AWS/WAFV2',
        metricName: 'BlockedRequests',
        dimensionsMap: { WebACL: webAclName, Rule: 'ALL' },
        statistic: 'Sum',
        period: ALARM_PERIOD,
      }),
      threshold: WAF_BLOCKS_ALARM,
      description: `The web ACL blocked ${WAF_BLOCKS_ALARM} or more requests in 5 minutes: an attack or a false positive.`,
    });
    const { apiOrigin } = props.stage;
    if (apiOrigin) certificateExpiryAlarm(this, 'OriginCertificateExpiry', topic, apiOrigin.clientCertificateArn);
  }
}

/** Blocked requests in five minutes that page: a few are background noise of the internet. */
export const WAF_BLOCKS_ALARM = 500;
