// the mini program has no HTML app shell: each page brings its own styles
export {}
