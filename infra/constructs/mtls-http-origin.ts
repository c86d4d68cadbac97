/**
 * An HTTP origin to which CloudFront presents a client certificate (origin mutual TLS). aws-cdk-lib's HttpOrigin
 * has no option for it yet, but the distribution's L1 type has the property (CustomOriginConfig.OriginMtlsConfig):
 * this adds it to what HttpOrigin renders, so the rest of the origin (protocol, TLS versions, custom headers) stays
 * HttpOrigin's own.
 */
import type { CfnDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, type HttpOriginProps } from 'aws-cdk-lib/aws-cloudfront-origins';

export interface MtlsHttpOriginProps extends HttpOriginProps {
  /** The client certificate in ACM, us-east-1 (CloudFront's rule), with the TLS client-auth extended key usage. */
  clientCertificateArn: string;
}

export class MtlsHttpOrigin extends HttpOrigin {
  private readonly clientCertificateArn: string;

  constructor(domainName: string, props: MtlsHttpOriginProps) {
    const { clientCertificateArn, ...httpProps } = props;
    super(domainName, httpProps);
    this.clientCertificateArn = clientCertificateArn;
  }

  protected override renderCustomOriginConfig(): CfnDistribution.CustomOriginConfigProperty | undefined {
    const config = super.renderCustomOriginConfig();
    if (!config) return undefined;
    return { ...config, originMtlsConfig: { clientCertificateArn: this.clientCertificateArn } };
  }
}
