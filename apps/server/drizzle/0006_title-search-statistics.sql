-- Title search (decision 017): with the default statistics the planner misjudges how many titles contain
-- a fragment; a finer histogram of title_search lets it choose between the trigram index and the
-- newest-first walk (the lists benchmark measured twice the rate of trigram searches on 1,000,000 lists).
ALTER TABLE "lists" ALTER COLUMN "title_search" SET STATISTICS 500;
