export interface SharedSingleton {
  singleton: true;
  requiredVersion: string;
  version?: string;
  /** A module to provide instead of the package's main entry. */
  import?: string;
}

export interface AppPackageJson {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

export declare const SINGLETONS: Readonly<Record<string, string>>;
/** Singletons apps reach through shared-ui; their range defaults to shared-ui's. */
export declare const VIA_SHARED_UI: Readonly<Record<string, string>>;
/** Absolute path of the curated 'react-router-dom' entry every app shares. */
export declare const ROUTER_ENTRY: string;
export declare function createShared(appPackage: AppPackageJson): Record<string, SharedSingleton>;
