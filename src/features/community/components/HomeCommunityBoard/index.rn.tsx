export { default } from '@/features/community/components/CommunityBoard'
