/** Word lists for the simulator's titles and authors: short, varied and plainly made up. */

export const ADJECTIVES = [
  'Silent', 'Hidden', 'Last', 'Little', 'Broken', 'Golden', 'Quiet', 'Wild', 'Forgotten', 'Bright',
  'Long', 'Secret', 'Northern', 'Small', 'Restless', 'Crimson', 'Patient', 'Hollow', 'Distant', 'Gentle',
  'Curious', 'Lost', 'Winter', 'Summer', 'Burning', 'Painted', 'Salt', 'Iron', 'Paper', 'Glass',
  'Practical', 'Complete', 'Essential', 'Modern', 'Ancient', 'Simple', 'Brief', 'Illustrated', 'Unlikely', 'Open',
] as const;

export const NOUNS = [
  'River', 'Garden', 'House', 'Road', 'Lighthouse', 'Orchard', 'Harbor', 'Mountain', 'Letter', 'Map',
  'Winter', 'Promise', 'Island', 'Bridge', 'Kingdom', 'Forest', 'Window', 'Compass', 'Storm', 'Voyage',
  'Library', 'Clockmaker', 'Daughter', 'Stranger', 'Season', 'Shore', 'Field', 'Fire', 'Song', 'Tide',
  'Archive', 'Mirror', 'Station', 'Lantern', 'Meadow', 'Engine', 'Ledger', 'Crossing', 'Valley', 'Atlas',
] as const;

export const TOPICS = [
  'Gardening', 'Chess', 'Baking', 'Watercolor', 'Birdwatching', 'Sailing', 'Economics', 'Calculus',
  'Philosophy', 'Jazz', 'Woodworking', 'Astronomy', 'Photography', 'Beekeeping', 'Statistics', 'Knitting',
  'Organic Chemistry', 'World History', 'Marketing', 'Nutrition', 'Anatomy', 'Cartography', 'Poetry',
  'Carpentry', 'Investing', 'Psychology', 'Geology', 'Linear Algebra', 'Cooking', 'Architecture',
  'Fly Fishing', 'Negotiation', 'Typography', 'Botany', 'Ethics', 'Microeconomics',
] as const;

export const PLACES = [
  'Maine', 'Lisbon', 'the North', 'Kyoto', 'the Prairie', 'Vermont', 'the Delta', 'Avalon', 'Montana',
  'the Coast', 'Prague', 'the Highlands', 'Cairo', 'the Bayou', 'Oslo', 'the Desert',
] as const;

export const FIRST_NAMES = [
  'Anna', 'James', 'Maria', 'Robert', 'Elena', 'David', 'Sarah', 'Thomas', 'Grace', 'Daniel',
  'Laura', 'Michael', 'Clara', 'Samuel', 'Nora', 'Peter', 'Alice', 'Henry', 'Julia', 'Owen',
  'Ruth', 'Victor', 'Hannah', 'Isaac', 'Leah', 'Martin', 'Iris', 'Paul', 'Rosa', 'Arthur',
  'Mei', 'Kofi', 'Priya', 'Diego', 'Yuki', 'Omar', 'Ingrid', 'Tomas', 'Amara', 'Lucas',
] as const;

export const LAST_NAMES = [
  'Whitaker', 'Okafor', 'Lindqvist', 'Moreau', 'Castillo', 'Brennan', 'Nakamura', 'Hale', 'Petrov', 'Ashford',
  'Delgado', 'Fairbanks', 'Kowalski', 'Mendes', 'Sutherland', 'Abernathy', 'Quinn', 'Rasmussen', 'Tanaka', 'Vance',
  'Holloway', 'Iverson', 'Marsh', 'Osei', 'Pemberton', 'Reyes', 'Sinclair', 'Thornton', 'Underwood', 'Wexler',
  'Bishop', 'Carver', 'Duval', 'Ellison', 'Fontaine', 'Garrison', 'Hargrove', 'Ibarra', 'Jensen', 'Keller',
  'Lowell', 'Mercer', 'Novak', 'Oyelaran', 'Prescott', 'Rowan', 'Stroud', 'Talbot', 'Voss', 'Winslow',
] as const;
