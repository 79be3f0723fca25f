// The wallet service's `social` option is a contract dev-cloud and the cluster's launcher write too:
// it lives in shared-protocol; this path stays for the cloud's many importers.
export * from '@airlock/shared-protocol/social-config'
