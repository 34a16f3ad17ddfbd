-- The data export reads an author's messages by id, a page at a time: with (user_id, id) each
-- page is one range of the index, instead of every message of the author sorted again.
DROP INDEX "messages_user_id_index";--> statement-breakpoint
CREATE INDEX "messages_user_id_id_index" ON "messages" USING btree ("user_id","id");
