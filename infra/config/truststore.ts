/**
 * The API domain's truststore (docs/deploy.md, "Only through CloudFront"): the PEM text of the CA certificate (or
 * certificates) whose client certificates API Gateway lets through. Checked at synth, so a wrong paste stops the
 * synth with a sentence instead of failing the custom domain half-way through a deploy.
 */
import { X509Certificate } from 'node:crypto';

const PEM_BLOCK = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;

/** The certificates of a PEM bundle, one block each. */
export const pemCertificates = (pem: string): string[] => pem.match(PEM_BLOCK) ?? [];

/** What is wrong with the truststore, said as the end of "apiTruststore ...", or undefined when it is usable. */
export function truststoreProblem(pem: string, now = new Date()): string | undefined {
  const blocks = pemCertificates(pem);
  if (blocks.length === 0) return 'must be the PEM text of the CA certificate (-----BEGIN CERTIFICATE----- ...)';
  for (const block of blocks) {
    let certificate: X509Certificate;
    try {
      certificate = new X509Certificate(block);
    } catch {
      return 'holds a block that is not a readable X.509 certificate';
    }
    // A client certificate pasted by mistake would trust nothing API Gateway can chain CloudFront's certificate to.
    if (!certificate.ca)
      return `holds ${certificate.subject}, which is not a CA certificate (basicConstraints CA:TRUE)`;
    if (new Date(certificate.validTo) <= now) return `holds ${certificate.subject}, expired on ${certificate.validTo}`;
  }
  return undefined;
}
