module.exports = 'test-file-stub.png'
