/** What the community feature offers pages; everything else in this folder is its own. */
export { default as ForumPostRow } from './components/ForumPostRow'
export { default as ForumTagPicker } from './components/ForumTagPicker'
export { default as HomeCommunityBoard } from './components/HomeCommunityBoard'
export { myCollectionsList, myPostsList } from './stores/forumStore'
export { PlaceSearchModel } from './stores/placeSearchModel'
export { PostEditorModel } from './stores/postEditorModel'
export { ReviewPageModel } from './stores/reviewPageModel'
export { postShareDesc } from './utils/postShareDesc'
