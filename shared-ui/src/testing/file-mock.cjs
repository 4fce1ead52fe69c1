// Static assets resolve to their file name, like webpack's asset modules would.
module.exports = 'test-file-stub';
