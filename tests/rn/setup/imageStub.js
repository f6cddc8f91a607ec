module.exports = 'test-image.png'
