import { testStories, type StoryModule } from '@/test/story-tests';

testStories(import.meta.glob<StoryModule>('./*.stories.tsx', { eager: true }));
