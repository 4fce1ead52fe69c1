// One jest run over every frontend package; each keeps its own config beside its code.
module.exports = {
  projects: ['shared-ui', 'shell', 'auth-remote', 'talent-app', 'employer-app', 'chat-app'].map(
    (folder) => `<rootDir>/${folder}`,
  ),
};
