import { describe, expect, it } from 'vitest';
import { signSigV4 } from './sts';

describe('SigV4 signing of STS calls', () => {
  it("matches AWS's published example (IAM ListUsers, 2015-08-30, the documentation's example key)", () => {
    const headers = signSigV4(
      {
        region: 'us-east-1',
        accessKeyId: 'AKIDEXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
      },
      {
        method: 'GET',
        url: new URL('https://iam.amazonaws.com/?Action=ListUsers&Version=2010-05-08'),
        body: '',
        service: 'iam',
      },
      new Date('2015-08-30T12:36:00Z'),
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/iam/aws4_request, ' +
        'SignedHeaders=content-type;host;x-amz-date, ' +
        'Signature=5d672d79c15b13162d9279b0855cfba6789a8edb4c82c400e06b5924a6f2b5d7',
    );
  });
});
