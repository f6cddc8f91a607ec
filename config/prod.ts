import type { UserConfigExport } from '@tarojs/cli'

export default {
  mini: {},
  h5: {
    // hashed file names never change content, so they can be cached for good and served pre-compressed
    enableExtract: true,
  },
} satisfies UserConfigExport<'webpack5'>
