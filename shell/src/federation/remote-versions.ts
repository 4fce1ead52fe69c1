import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

// Which build of each remote this page is running, read from the remote's own mf-manifest.json
// (buildInfo.buildVersion, set from RELEASE_VERSION at build time). The shell puts it on the
// mounted page as data-remote-version, so a runtime swap can be seen and tested.
const versions = new Map<string, string>();
const sharedUiRanges = new Map<string, string>();

export function remoteVersionPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'peworld-remote-versions',
    afterLoadManifest(args) {
      const version = args.manifestJson?.metaData?.buildInfo?.buildVersion;
      if (version) recordRemoteVersion(args.moduleInfo.name, version);
      // The range of @peworld/shared-ui it was built against (checked by shared-ui-contract.ts).
      const sharedUi = args.manifestJson?.shared?.find(
        (entry: { name?: string }) => entry.name === '@peworld/shared-ui',
      );
      if (sharedUi?.requiredVersion)
        sharedUiRanges.set(args.moduleInfo.name, sharedUi.requiredVersion);
      return args;
    },
  };
}

/** Also used by the build-time pre-render, which imports remote pages without a manifest. */
export function recordRemoteVersion(name: string, version: string): void {
  versions.set(name, version);
}

export function getRemoteVersion(name: string): string | undefined {
  return versions.get(name);
}

export function getSharedUiRange(name: string): string | undefined {
  return sharedUiRanges.get(name);
}
