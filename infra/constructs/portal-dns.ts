// The portal's own domain in Route 53: the apex and every client's subdomain (a wildcard) point at the
// distribution, over IPv4 and IPv6 (alias records: no charge per query, follow CloudFront's addresses).
import { ARecord, AaaaRecord, HostedZone, RecordTarget } from 'aws-cdk-lib/aws-route53';
import { CloudFrontTarget } from 'aws-cdk-lib/aws-route53-targets';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';

export interface PortalDnsProps {
  domainName: string;
  hostedZoneId: string;
  hostedZoneName: string;
  distribution: IDistribution;
}

export class PortalDns extends Construct {
  constructor(scope: Construct, id: string, props: PortalDnsProps) {
    super(scope, id);
    const zone = HostedZone.fromHostedZoneAttributes(this, 'Zone', { hostedZoneId: props.hostedZoneId, zoneName: props.hostedZoneName });
    const target = RecordTarget.fromAlias(new CloudFrontTarget(props.distribution));
    for (const [name, recordName] of [
      ['Apex', props.domainName],
      ['Subdomains', `*.${props.domainName}`],
    ] as const) {
      new ARecord(this, `${name}A`, { zone, recordName, target });
      new AaaaRecord(this, `${name}Aaaa`, { zone, recordName, target });
    }
  }
}
