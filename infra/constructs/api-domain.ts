/**
 * The API's own name, usable by CloudFront alone (docs/deploy.md, "Only through CloudFront"): a regional custom
 * domain of the HTTP API that requires mutual TLS against a truststore, and its A record. CloudFront presents a
 * client certificate issued by the truststore's CA (web-stack.ts, MtlsHttpOrigin); anyone else fails the TLS
 * handshake, so no route, throttle or function is reached. The execute-api endpoint is turned off in the gateway
 * stack, and the domain is mapped to the API's stage in the api-stage stack (the stage exists only there).
 *
 * The truststore is the CA certificate's PEM text from the stage's settings, written by the stack into a bucket of
 * its own (an object named by its content's hash): changing the CA is a deploy, and the domain picks the new
 * object up because its name changed. The CA's private key never comes near AWS.
 */
import { createHash } from 'node:crypto';
import { DomainName, EndpointType, SecurityPolicy } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import type { ILogGroup } from 'aws-cdk-lib/aws-logs';
import { ARecord, HostedZone, RecordTarget } from 'aws-cdk-lib/aws-route53';
import { ApiGatewayv2DomainProperties } from 'aws-cdk-lib/aws-route53-targets';
import { BlockPublicAccess, Bucket, BucketEncryption, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import type { ApiOrigin, StageConfig } from '../config/stages.js';
import { acknowledgeBucketDeployment } from './nag-acknowledgements.js';
import { removalPolicyFor } from './removal.js';

export interface ApiDomainProps {
  stage: StageConfig;
  origin: ApiOrigin;
  /** The stage's access-logs bucket: reads and writes of the truststore are logged under truststore/. */
  logs: IBucket;
  /** The log group of the stack's BucketDeployment handler (one handler per stack, one log group). */
  deployLogs: ILogGroup;
}

/** The truststore's object key: a new CA certificate is a new object, which makes the domain reload it. */
export const truststoreKey = (pem: string) =>
  `truststore-${createHash('sha256').update(pem.trim()).digest('hex').slice(0, 16)}.pem`;

export class ApiDomain extends Construct {
  readonly domainName: DomainName;
  readonly truststore: Bucket;
  /** What CloudFront presents to this domain (MtlsHttpOrigin). */
  readonly clientCertificateArn: string;

  constructor(scope: Construct, id: string, props: ApiDomainProps) {
    super(scope, id);
    const { stage, origin } = props;
    const removalPolicy = removalPolicyFor(stage);
    this.clientCertificateArn = origin.clientCertificateArn;
    this.truststore = new Bucket(this, 'Truststore', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      versioned: true,
      removalPolicy,
      autoDeleteObjects: !stage.protectData,
      serverAccessLogsBucket: props.logs,
      serverAccessLogsPrefix: 'truststore/',
    });
    const key = truststoreKey(origin.truststorePem);
    const upload = new BucketDeployment(this, 'Upload', {
      destinationBucket: this.truststore,
      sources: [Source.data(key, `${origin.truststorePem.trim()}\n`)],
      // Earlier truststores stay (public certificates, nothing secret): a rolled-back deploy's domain finds its own.
      prune: false,
      logGroup: props.deployLogs,
      outputObjectKeys: false,
    });
    acknowledgeBucketDeployment(upload, this.truststore);

    this.domainName = new DomainName(this, 'Domain', {
      domainName: origin.domainName,
      certificate: Certificate.fromCertificateArn(this, 'Certificate', origin.certificateArn),
      endpointType: EndpointType.REGIONAL,
      securityPolicy: SecurityPolicy.TLS_1_2,
      mtls: { bucket: this.truststore, key },
    });
    // API Gateway reads the truststore when the domain is created or changed: the object must be there first.
    this.domainName.node.addDependency(upload);

    const zone = HostedZone.fromHostedZoneAttributes(this, 'Zone', {
      hostedZoneId: origin.hostedZone.id,
      zoneName: origin.hostedZone.name,
    });
    new ARecord(this, 'AliasA', {
      zone,
      recordName: `${origin.domainName}.`,
      target: RecordTarget.fromAlias(
        new ApiGatewayv2DomainProperties(this.domainName.regionalDomainName, this.domainName.regionalHostedZoneId),
      ),
    });
  }
}
