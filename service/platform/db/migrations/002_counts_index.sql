-- The dashboard counts each folder by form on every list: an index the count can be answered from alone.
create index leads_folder_type_status on leads (spam, type, status);
