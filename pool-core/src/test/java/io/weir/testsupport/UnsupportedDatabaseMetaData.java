package io.weir.testsupport;

import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;

/**
 * Every method of {@link java.sql.DatabaseMetaData} that the stub does not model throws, so a test
 * sees at once when a pool calls something unexpected. The stub classes override what they model.
 */
abstract class UnsupportedDatabaseMetaData implements java.sql.DatabaseMetaData {
    @Override
    public boolean allProceduresAreCallable() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model allProceduresAreCallable");
    }

    @Override
    public boolean allTablesAreSelectable() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model allTablesAreSelectable");
    }

    @Override
    public boolean autoCommitFailureClosesAllResultSets() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model autoCommitFailureClosesAllResultSets");
    }

    @Override
    public boolean dataDefinitionCausesTransactionCommit() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model dataDefinitionCausesTransactionCommit");
    }

    @Override
    public boolean dataDefinitionIgnoredInTransactions() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model dataDefinitionIgnoredInTransactions");
    }

    @Override
    public boolean deletesAreDetected(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model deletesAreDetected");
    }

    @Override
    public boolean doesMaxRowSizeIncludeBlobs() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model doesMaxRowSizeIncludeBlobs");
    }

    @Override
    public boolean generatedKeyAlwaysReturned() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model generatedKeyAlwaysReturned");
    }

    @Override
    public java.sql.ResultSet getAttributes(String p0, String p1, String p2, String p3) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getAttributes");
    }

    @Override
    public java.sql.ResultSet getBestRowIdentifier(String p0, String p1, String p2, int p3, boolean p4) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getBestRowIdentifier");
    }

    @Override
    public String getCatalogSeparator() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getCatalogSeparator");
    }

    @Override
    public String getCatalogTerm() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getCatalogTerm");
    }

    @Override
    public java.sql.ResultSet getCatalogs() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getCatalogs");
    }

    @Override
    public java.sql.ResultSet getClientInfoProperties() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getClientInfoProperties");
    }

    @Override
    public java.sql.ResultSet getColumnPrivileges(String p0, String p1, String p2, String p3) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getColumnPrivileges");
    }

    @Override
    public java.sql.ResultSet getColumns(String p0, String p1, String p2, String p3) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getColumns");
    }

    @Override
    public java.sql.Connection getConnection() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getConnection");
    }

    @Override
    public java.sql.ResultSet getCrossReference(String p0, String p1, String p2, String p3, String p4, String p5) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getCrossReference");
    }

    @Override
    public int getDatabaseMajorVersion() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getDatabaseMajorVersion");
    }

    @Override
    public int getDatabaseMinorVersion() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getDatabaseMinorVersion");
    }

    @Override
    public String getDatabaseProductName() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getDatabaseProductName");
    }

    @Override
    public String getDatabaseProductVersion() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getDatabaseProductVersion");
    }

    @Override
    public int getDefaultTransactionIsolation() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getDefaultTransactionIsolation");
    }

    @Override
    public int getDriverMajorVersion() {
        throw new UnsupportedOperationException("stub does not model getDriverMajorVersion");
    }

    @Override
    public int getDriverMinorVersion() {
        throw new UnsupportedOperationException("stub does not model getDriverMinorVersion");
    }

    @Override
    public String getDriverName() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getDriverName");
    }

    @Override
    public String getDriverVersion() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getDriverVersion");
    }

    @Override
    public java.sql.ResultSet getExportedKeys(String p0, String p1, String p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getExportedKeys");
    }

    @Override
    public String getExtraNameCharacters() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getExtraNameCharacters");
    }

    @Override
    public java.sql.ResultSet getFunctionColumns(String p0, String p1, String p2, String p3) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getFunctionColumns");
    }

    @Override
    public java.sql.ResultSet getFunctions(String p0, String p1, String p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getFunctions");
    }

    @Override
    public String getIdentifierQuoteString() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getIdentifierQuoteString");
    }

    @Override
    public java.sql.ResultSet getImportedKeys(String p0, String p1, String p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getImportedKeys");
    }

    @Override
    public java.sql.ResultSet getIndexInfo(String p0, String p1, String p2, boolean p3, boolean p4) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getIndexInfo");
    }

    @Override
    public int getJDBCMajorVersion() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getJDBCMajorVersion");
    }

    @Override
    public int getJDBCMinorVersion() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getJDBCMinorVersion");
    }

    @Override
    public int getMaxBinaryLiteralLength() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getMaxBinaryLiteralLength");
    }

    @Override
    public int getMaxCatalogNameLength() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getMaxCatalogNameLength");
    }

    @Override
    public int getMaxCharLiteralLength() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getMaxCharLiteralLength");
    }

    @Override
    public int getMaxColumnNameLength() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getMaxColumnNameLength");
    }

    @Override
    public int getMaxColumnsInGroupBy() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getMaxColumnsInGroupBy");
    }

    @Override
    public int getMaxColumnsInIndex() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getMaxColumnsInIndex");
    }

    @Override
    public int getMaxColumnsInOrderBy() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getMaxColumnsInOrderBy");
    }

    @Override
    public int getMaxColumnsInSelect() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getMaxColumnsInSelect");
    }

    @Override
    public int getMaxColumnsInTable() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getMaxColumnsInTable");
    }

    @Override
    public int getMaxConnections() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getMaxConnections");
    }

    @Override
    public int getMaxCursorNameLength() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getMaxCursorNameLength");
    }

    @Override
    public int getMaxIndexLength() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getMaxIndexLength");
    }

    @Override
    public int getMaxProcedureNameLength() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getMaxProcedureNameLength");
    }

    @Override
    public int getMaxRowSize() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getMaxRowSize");
    }

    @Override
    public int getMaxSchemaNameLength() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getMaxSchemaNameLength");
    }

    @Override
    public int getMaxStatementLength() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getMaxStatementLength");
    }

    @Override
    public int getMaxStatements() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getMaxStatements");
    }

    @Override
    public int getMaxTableNameLength() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getMaxTableNameLength");
    }

    @Override
    public int getMaxTablesInSelect() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getMaxTablesInSelect");
    }

    @Override
    public int getMaxUserNameLength() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getMaxUserNameLength");
    }

    @Override
    public String getNumericFunctions() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getNumericFunctions");
    }

    @Override
    public java.sql.ResultSet getPrimaryKeys(String p0, String p1, String p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getPrimaryKeys");
    }

    @Override
    public java.sql.ResultSet getProcedureColumns(String p0, String p1, String p2, String p3) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getProcedureColumns");
    }

    @Override
    public String getProcedureTerm() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getProcedureTerm");
    }

    @Override
    public java.sql.ResultSet getProcedures(String p0, String p1, String p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getProcedures");
    }

    @Override
    public java.sql.ResultSet getPseudoColumns(String p0, String p1, String p2, String p3) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getPseudoColumns");
    }

    @Override
    public int getResultSetHoldability() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getResultSetHoldability");
    }

    @Override
    public java.sql.RowIdLifetime getRowIdLifetime() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getRowIdLifetime");
    }

    @Override
    public String getSQLKeywords() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getSQLKeywords");
    }

    @Override
    public int getSQLStateType() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getSQLStateType");
    }

    @Override
    public String getSchemaTerm() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getSchemaTerm");
    }

    @Override
    public java.sql.ResultSet getSchemas() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getSchemas");
    }

    @Override
    public java.sql.ResultSet getSchemas(String p0, String p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getSchemas");
    }

    @Override
    public String getSearchStringEscape() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getSearchStringEscape");
    }

    @Override
    public String getStringFunctions() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getStringFunctions");
    }

    @Override
    public java.sql.ResultSet getSuperTables(String p0, String p1, String p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getSuperTables");
    }

    @Override
    public java.sql.ResultSet getSuperTypes(String p0, String p1, String p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getSuperTypes");
    }

    @Override
    public String getSystemFunctions() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getSystemFunctions");
    }

    @Override
    public java.sql.ResultSet getTablePrivileges(String p0, String p1, String p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getTablePrivileges");
    }

    @Override
    public java.sql.ResultSet getTableTypes() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getTableTypes");
    }

    @Override
    public java.sql.ResultSet getTables(String p0, String p1, String p2, String[] p3) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getTables");
    }

    @Override
    public String getTimeDateFunctions() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getTimeDateFunctions");
    }

    @Override
    public java.sql.ResultSet getTypeInfo() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getTypeInfo");
    }

    @Override
    public java.sql.ResultSet getUDTs(String p0, String p1, String p2, int[] p3) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getUDTs");
    }

    @Override
    public String getURL() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getURL");
    }

    @Override
    public String getUserName() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getUserName");
    }

    @Override
    public java.sql.ResultSet getVersionColumns(String p0, String p1, String p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getVersionColumns");
    }

    @Override
    public boolean insertsAreDetected(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model insertsAreDetected");
    }

    @Override
    public boolean isCatalogAtStart() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model isCatalogAtStart");
    }

    @Override
    public boolean isReadOnly() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model isReadOnly");
    }

    @Override
    public boolean isWrapperFor(Class<?> p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model isWrapperFor");
    }

    @Override
    public boolean locatorsUpdateCopy() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model locatorsUpdateCopy");
    }

    @Override
    public boolean nullPlusNonNullIsNull() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model nullPlusNonNullIsNull");
    }

    @Override
    public boolean nullsAreSortedAtEnd() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model nullsAreSortedAtEnd");
    }

    @Override
    public boolean nullsAreSortedAtStart() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model nullsAreSortedAtStart");
    }

    @Override
    public boolean nullsAreSortedHigh() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model nullsAreSortedHigh");
    }

    @Override
    public boolean nullsAreSortedLow() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model nullsAreSortedLow");
    }

    @Override
    public boolean othersDeletesAreVisible(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model othersDeletesAreVisible");
    }

    @Override
    public boolean othersInsertsAreVisible(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model othersInsertsAreVisible");
    }

    @Override
    public boolean othersUpdatesAreVisible(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model othersUpdatesAreVisible");
    }

    @Override
    public boolean ownDeletesAreVisible(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model ownDeletesAreVisible");
    }

    @Override
    public boolean ownInsertsAreVisible(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model ownInsertsAreVisible");
    }

    @Override
    public boolean ownUpdatesAreVisible(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model ownUpdatesAreVisible");
    }

    @Override
    public boolean storesLowerCaseIdentifiers() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model storesLowerCaseIdentifiers");
    }

    @Override
    public boolean storesLowerCaseQuotedIdentifiers() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model storesLowerCaseQuotedIdentifiers");
    }

    @Override
    public boolean storesMixedCaseIdentifiers() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model storesMixedCaseIdentifiers");
    }

    @Override
    public boolean storesMixedCaseQuotedIdentifiers() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model storesMixedCaseQuotedIdentifiers");
    }

    @Override
    public boolean storesUpperCaseIdentifiers() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model storesUpperCaseIdentifiers");
    }

    @Override
    public boolean storesUpperCaseQuotedIdentifiers() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model storesUpperCaseQuotedIdentifiers");
    }

    @Override
    public boolean supportsANSI92EntryLevelSQL() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsANSI92EntryLevelSQL");
    }

    @Override
    public boolean supportsANSI92FullSQL() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsANSI92FullSQL");
    }

    @Override
    public boolean supportsANSI92IntermediateSQL() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsANSI92IntermediateSQL");
    }

    @Override
    public boolean supportsAlterTableWithAddColumn() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsAlterTableWithAddColumn");
    }

    @Override
    public boolean supportsAlterTableWithDropColumn() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsAlterTableWithDropColumn");
    }

    @Override
    public boolean supportsBatchUpdates() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsBatchUpdates");
    }

    @Override
    public boolean supportsCatalogsInDataManipulation() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsCatalogsInDataManipulation");
    }

    @Override
    public boolean supportsCatalogsInIndexDefinitions() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsCatalogsInIndexDefinitions");
    }

    @Override
    public boolean supportsCatalogsInPrivilegeDefinitions() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsCatalogsInPrivilegeDefinitions");
    }

    @Override
    public boolean supportsCatalogsInProcedureCalls() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsCatalogsInProcedureCalls");
    }

    @Override
    public boolean supportsCatalogsInTableDefinitions() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsCatalogsInTableDefinitions");
    }

    @Override
    public boolean supportsColumnAliasing() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsColumnAliasing");
    }

    @Override
    public boolean supportsConvert() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsConvert");
    }

    @Override
    public boolean supportsConvert(int p0, int p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsConvert");
    }

    @Override
    public boolean supportsCoreSQLGrammar() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsCoreSQLGrammar");
    }

    @Override
    public boolean supportsCorrelatedSubqueries() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsCorrelatedSubqueries");
    }

    @Override
    public boolean supportsDataDefinitionAndDataManipulationTransactions() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsDataDefinitionAndDataManipulationTransactions");
    }

    @Override
    public boolean supportsDataManipulationTransactionsOnly() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsDataManipulationTransactionsOnly");
    }

    @Override
    public boolean supportsDifferentTableCorrelationNames() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsDifferentTableCorrelationNames");
    }

    @Override
    public boolean supportsExpressionsInOrderBy() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsExpressionsInOrderBy");
    }

    @Override
    public boolean supportsExtendedSQLGrammar() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsExtendedSQLGrammar");
    }

    @Override
    public boolean supportsFullOuterJoins() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsFullOuterJoins");
    }

    @Override
    public boolean supportsGetGeneratedKeys() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsGetGeneratedKeys");
    }

    @Override
    public boolean supportsGroupBy() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsGroupBy");
    }

    @Override
    public boolean supportsGroupByBeyondSelect() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsGroupByBeyondSelect");
    }

    @Override
    public boolean supportsGroupByUnrelated() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsGroupByUnrelated");
    }

    @Override
    public boolean supportsIntegrityEnhancementFacility() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsIntegrityEnhancementFacility");
    }

    @Override
    public boolean supportsLikeEscapeClause() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsLikeEscapeClause");
    }

    @Override
    public boolean supportsLimitedOuterJoins() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsLimitedOuterJoins");
    }

    @Override
    public boolean supportsMinimumSQLGrammar() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsMinimumSQLGrammar");
    }

    @Override
    public boolean supportsMixedCaseIdentifiers() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsMixedCaseIdentifiers");
    }

    @Override
    public boolean supportsMixedCaseQuotedIdentifiers() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsMixedCaseQuotedIdentifiers");
    }

    @Override
    public boolean supportsMultipleOpenResults() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsMultipleOpenResults");
    }

    @Override
    public boolean supportsMultipleResultSets() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsMultipleResultSets");
    }

    @Override
    public boolean supportsMultipleTransactions() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsMultipleTransactions");
    }

    @Override
    public boolean supportsNamedParameters() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsNamedParameters");
    }

    @Override
    public boolean supportsNonNullableColumns() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsNonNullableColumns");
    }

    @Override
    public boolean supportsOpenCursorsAcrossCommit() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsOpenCursorsAcrossCommit");
    }

    @Override
    public boolean supportsOpenCursorsAcrossRollback() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsOpenCursorsAcrossRollback");
    }

    @Override
    public boolean supportsOpenStatementsAcrossCommit() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsOpenStatementsAcrossCommit");
    }

    @Override
    public boolean supportsOpenStatementsAcrossRollback() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsOpenStatementsAcrossRollback");
    }

    @Override
    public boolean supportsOrderByUnrelated() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsOrderByUnrelated");
    }

    @Override
    public boolean supportsOuterJoins() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsOuterJoins");
    }

    @Override
    public boolean supportsPositionedDelete() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsPositionedDelete");
    }

    @Override
    public boolean supportsPositionedUpdate() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsPositionedUpdate");
    }

    @Override
    public boolean supportsResultSetConcurrency(int p0, int p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsResultSetConcurrency");
    }

    @Override
    public boolean supportsResultSetHoldability(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsResultSetHoldability");
    }

    @Override
    public boolean supportsResultSetType(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsResultSetType");
    }

    @Override
    public boolean supportsSavepoints() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsSavepoints");
    }

    @Override
    public boolean supportsSchemasInDataManipulation() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsSchemasInDataManipulation");
    }

    @Override
    public boolean supportsSchemasInIndexDefinitions() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsSchemasInIndexDefinitions");
    }

    @Override
    public boolean supportsSchemasInPrivilegeDefinitions() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsSchemasInPrivilegeDefinitions");
    }

    @Override
    public boolean supportsSchemasInProcedureCalls() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsSchemasInProcedureCalls");
    }

    @Override
    public boolean supportsSchemasInTableDefinitions() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsSchemasInTableDefinitions");
    }

    @Override
    public boolean supportsSelectForUpdate() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsSelectForUpdate");
    }

    @Override
    public boolean supportsStatementPooling() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsStatementPooling");
    }

    @Override
    public boolean supportsStoredFunctionsUsingCallSyntax() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsStoredFunctionsUsingCallSyntax");
    }

    @Override
    public boolean supportsStoredProcedures() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsStoredProcedures");
    }

    @Override
    public boolean supportsSubqueriesInComparisons() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsSubqueriesInComparisons");
    }

    @Override
    public boolean supportsSubqueriesInExists() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsSubqueriesInExists");
    }

    @Override
    public boolean supportsSubqueriesInIns() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsSubqueriesInIns");
    }

    @Override
    public boolean supportsSubqueriesInQuantifieds() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsSubqueriesInQuantifieds");
    }

    @Override
    public boolean supportsTableCorrelationNames() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsTableCorrelationNames");
    }

    @Override
    public boolean supportsTransactionIsolationLevel(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsTransactionIsolationLevel");
    }

    @Override
    public boolean supportsTransactions() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsTransactions");
    }

    @Override
    public boolean supportsUnion() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsUnion");
    }

    @Override
    public boolean supportsUnionAll() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model supportsUnionAll");
    }

    @Override
    public <T> T unwrap(Class<T> p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model unwrap");
    }

    @Override
    public boolean updatesAreDetected(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updatesAreDetected");
    }

    @Override
    public boolean usesLocalFilePerTable() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model usesLocalFilePerTable");
    }

    @Override
    public boolean usesLocalFiles() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model usesLocalFiles");
    }
}
