// The remotes as every piece of tooling needs them: the folder they live in (and are
// served from: /remotes/<folder>/<version>/), their federation container name, their dev
// port, and the env variable that points the product at another build of them.
// Read by the shell's dev server, the API's frontend serving and the scripts/ commands.

// Dev ports: shell 3000, remotes 3001-3004 (see the README's package table). DEV_BASE_PORT moves the five
// together (e.g. 23000 → 23000-23004) when those ports are taken; DEV_API_PORT moves the API.
const basePort = Number(process.env.DEV_BASE_PORT) || 3000;

/** @type {ReadonlyArray<{ folder: string, name: string, devPort: number, urlEnv: string }>} */
const REMOTE_APPS = Object.freeze([
  {
    folder: 'auth-remote',
    name: 'authRemote',
    devPort: basePort + 1,
    urlEnv: 'REMOTE_AUTH_REMOTE_URL',
  },
  {
    folder: 'talent-app',
    name: 'talentApp',
    devPort: basePort + 2,
    urlEnv: 'REMOTE_TALENT_APP_URL',
  },
  {
    folder: 'employer-app',
    name: 'employerApp',
    devPort: basePort + 3,
    urlEnv: 'REMOTE_EMPLOYER_APP_URL',
  },
  {
    folder: 'chat-app',
    name: 'chatApp',
    devPort: basePort + 4,
    urlEnv: 'REMOTE_CHAT_APP_URL',
  },
]);

const SHELL_DEV_PORT = basePort;
const API_DEV_PORT = Number(process.env.DEV_API_PORT) || 4000;

/** @param {string} folder */
function findRemoteApp(folder) {
  return REMOTE_APPS.find((app) => app.folder === folder);
}

module.exports = { REMOTE_APPS, SHELL_DEV_PORT, API_DEV_PORT, findRemoteApp };
