// React Native has no HTML app shell: each component brings its own styles
export {}
